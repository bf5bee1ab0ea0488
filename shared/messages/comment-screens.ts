/** The photo detail's comments panel: its heading, the comment box and the list. */
export const COMMENT_SCREEN_MESSAGES = {
  title: 'Comments',
  addLabel: 'Add a comment',
  placeholder: 'Share your thoughts...',
  posting: 'Posting...',
  post: 'Post Comment',
  posted: 'Comment posted',
  postFailed: 'Failed to post comment',
  loading: 'Loading comments',
  loadFailed: "We couldn't load the comments.",
  none: 'No comments yet. Be the first to share your thoughts.',
  listLabel: 'Comment list',
  loadMoreFailed: "We couldn't load more comments.",
} as const;
