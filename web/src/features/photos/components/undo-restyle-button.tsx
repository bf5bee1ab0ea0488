import { useState } from 'react';
import { useToast } from '@/components/ui/toast/toast';
import { useUndoRestyle } from '../api/undo-restyle';
import { styleLabel } from '../lib/photo-text';

/**
 * 'Undo' inside the restyle's toast. It lives in the toaster, so it keeps working after the dialog that
 * raised the toast has closed. One press; afterwards it says what came back.
 */
export function UndoRestyleButton({ photoId }: { photoId: string }) {
  const { toast } = useToast();
  const [done, setDone] = useState(false);
  const undo = useUndoRestyle({
    mutationConfig: {
      onSuccess: (restored) => {
        setDone(true);
        toast({ title: 'Restyle undone', description: `Back to the ${styleLabel(restored.style)} text.`, variant: 'success' });
      },
      onError: () =>
        toast({ title: 'Could not undo', description: 'The photo changed since; restyle it again.', variant: 'destructive' }),
    },
  });
  return (
    <button type="button" className="restyle-undo" disabled={done || undo.isPending} onClick={() => undo.mutate({ photoId })}>
      {undo.isPending ? 'Undoing...' : done ? 'Undone' : 'Undo'}
    </button>
  );
}
