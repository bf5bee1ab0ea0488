/**
 * A small form-state hook validated by a shared zod schema: errors appear after the first submit
 * and then follow every change, with the first message of each field.
 */
import { useCallback, useState, type ChangeEvent, type FormEvent } from 'react';
import type * as z from '@shared/zod';

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

export function fieldErrorsOf<T>(error: z.core.$ZodError): FieldErrors<T> {
  const errors: FieldErrors<T> = {};
  for (const issue of error.issues) {
    const key = issue.path[0] as keyof T | undefined;
    if (key !== undefined && errors[key] === undefined) errors[key] = issue.message;
  }
  return errors;
}

export function useZodForm<S extends z.ZodMiniType<unknown, Record<string, string>>>(schema: S, initialValues: z.input<S>) {
  type Values = z.input<S>;
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const [submitted, setSubmitted] = useState(false);

  const validate = useCallback(
    (next: Values) => {
      const result = schema.safeParse(next);
      setErrors(result.success ? {} : fieldErrorsOf<Values>(result.error));
      return result;
    },
    [schema],
  );

  const setValue = (name: keyof Values, value: string) => {
    const next = { ...values, [name]: value } as Values;
    setValues(next);
    if (submitted) validate(next);
  };

  /** Props for an <Input>: name, value, onChange and error. */
  const field = (name: keyof Values & string) => ({
    name,
    value: values[name] ?? '',
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.value),
  });

  const handleSubmit = (onValid: (data: z.output<S>) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const result = validate(values);
    if (result.success) {
      onValid(result.data);
      return;
    }
    // Focus the first field with an error once React has rendered the messages.
    const form = event.currentTarget;
    window.requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  return { values, errors, field, setValue, handleSubmit, reset: () => setValues(initialValues) };
}
