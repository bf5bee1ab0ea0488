/**
 * The AWS SDK warns on every client that Node 20 support ends in 2027 (harmless here: the Lambdas run Node 22).
 * Local mode hides that one warning so the start banner stays readable; every other warning still prints.
 */
const original = process.emitWarning.bind(process);
process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
  const text = typeof warning === 'string' ? warning : warning.message;
  const type = typeof rest[0] === 'string' ? rest[0] : (rest[0] as { type?: string } | undefined)?.type;
  if (type === 'NodeVersionSupportWarning' || /require node >=22/.test(text)) return;
  (original as (...args: unknown[]) => void)(warning, ...rest);
}) as typeof process.emitWarning;
