import { spawnSync } from 'node:child_process';

/**
 * XML checks by libxml2's `xmllint` (Debian package libxml2-utils), the validator integrators
 * and regulators use on the regulatory files. The document is given on standard input.
 */
function xmllint(args: readonly string[], xml: string) {
  const run = spawnSync('xmllint', [...args, '-'], { input: xml, encoding: 'utf8' });
  if (run.error) throw new Error(`xmllint could not run (install libxml2-utils): ${run.error.message}`);
  return run;
}

/**
 * Errors of a document against an XSD file; an empty list means well-formed and valid.
 * The messages are xmllint's, one per line.
 */
export function xsdErrors(xsdPath: string, xml: string): string[] {
  const run = xmllint(['--noout', '--nonet', '--schema', xsdPath], xml);
  if (run.status === 0) return [];
  const lines = run.stderr
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !/ validates$/.test(line));
  return lines.length > 0 ? lines : [`xmllint exited with ${run.status}`];
}

/** The string value of an XPath 1.0 expression over a document (e.g. `namespace-uri(/*)`). */
export function xpathString(xml: string, expression: string): string {
  const run = xmllint(['--nonet', '--xpath', `string(${expression})`], xml);
  if (run.status !== 0) throw new Error(`xmllint --xpath failed: ${run.stderr}`);
  return run.stdout.trim();
}
