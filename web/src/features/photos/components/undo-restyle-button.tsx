import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { UndoIcon } from '@/components/ui/icons/undo';
import { useToast } from '@/components/ui/toast/toast';
import { useUndoRestyle } from '../api/undo-restyle';
import { styleLabel } from '../lib/photo-text';

/**
 * 'Undo' of a restyle: inside its toast (it lives in the toaster, so it keeps working after the dialog
 * that raised the toast has closed) and, as 'Undo restyle', beside the new words in the dialog's result.
 * One press; afterwards it says what came back.
 */
export function UndoRestyleButton({ photoId, inDialog, onUndone }: { photoId: string; inDialog?: boolean; onUndone?: () => void }) {
  const { toast } = useToast();
  const [done, setDone] = useState(false);
  const undo = useUndoRestyle({
    mutationConfig: {
      onSuccess: (restored) => {
        setDone(true);
        onUndone?.();
        toast({ title: 'Restyle undone', description: `Back to the ${styleLabel(restored.style)} text.`, variant: 'success' });
      },
      onError: () =>
        toast({ title: 'Could not undo', description: 'The photo changed since; restyle it again.', variant: 'destructive' }),
    },
  });
  if (inDialog)
    return (
      <Button
        variant="outline"
        icon={<UndoIcon />}
        isLoading={undo.isPending}
        disabled={done || undo.isPending}
        onClick={() => undo.mutate({ photoId })}
      >
        {done ? 'Undone' : 'Undo restyle'}
      </Button>
    );
  return (
    <button type="button" className="restyle-undo" disabled={done || undo.isPending} onClick={() => undo.mutate({ photoId })}>
      {undo.isPending ? 'Undoing...' : done ? 'Undone' : 'Undo'}
    </button>
  );
}
