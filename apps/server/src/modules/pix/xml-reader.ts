/**
 * A small reader for well-formed XML documents without a DTD: elements, attributes, text,
 * CDATA, comments and processing instructions, with namespace prefixes resolved.
 */
export interface XmlElement {
  /** Name as written, prefix included. */
  name: string;
  local: string;
  /** Namespace URI ('' when none). */
  ns: string;
  attributes: Record<string, string>;
  /** Namespace bindings in scope (prefix → URI; '' is the default namespace). */
  scope: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|\w+);/g, (whole, ref: string) => {
    if (ref.startsWith('#x')) return String.fromCodePoint(Number.parseInt(ref.slice(2), 16));
    if (ref.startsWith('#')) return String.fromCodePoint(Number.parseInt(ref.slice(1), 10));
    const value = ENTITIES[ref];
    if (value === undefined) throw new Error(`Unknown entity ${whole}`);
    return value;
  });
}

export function parseXml(source: string): XmlElement {
  let pos = source.charCodeAt(0) === 0xfeff ? 1 : 0;
  const fail = (message: string): never => {
    throw new Error(`XML inválido na posição ${pos}: ${message}`);
  };
  const skipMisc = () => {
    for (;;) {
      while (pos < source.length && /\s/.test(source.charAt(pos))) pos++;
      if (source.startsWith('<?', pos)) {
        const end = source.indexOf('?>', pos);
        if (end < 0) fail('instrução de processamento sem fim');
        pos = end + 2;
      } else if (source.startsWith('<!--', pos)) {
        const end = source.indexOf('-->', pos);
        if (end < 0) fail('comentário sem fim');
        pos = end + 3;
      } else if (source.startsWith('<!DOCTYPE', pos)) {
        fail('DTD não é aceito');
      } else return;
    }
  };
  const resolve = (qname: string, scope: Record<string, string>, isAttribute: boolean) => {
    const colon = qname.indexOf(':');
    const prefix = colon < 0 ? '' : qname.slice(0, colon);
    const local = colon < 0 ? qname : qname.slice(colon + 1);
    if (isAttribute && prefix === '') return { ns: '', local };
    const ns = scope[prefix];
    if (ns === undefined) {
      if (prefix === '') return { ns: '', local };
      return fail(`prefixo não declarado: ${prefix}`);
    }
    return { ns, local };
  };

  const readElement = (parentScope: Record<string, string>): XmlElement => {
    const open = /^<([A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?)/.exec(source.slice(pos, pos + 200));
    if (!open?.[1]) return fail('elemento esperado');
    const name = open[1];
    pos += open[0].length;
    const attributes: Record<string, string> = {};
    let selfClosing = false;
    for (;;) {
      while (/\s/.test(source.charAt(pos))) pos++;
      if (source.startsWith('/>', pos)) {
        pos += 2;
        selfClosing = true;
        break;
      }
      if (source.charAt(pos) === '>') {
        pos++;
        break;
      }
      const attr = /^([A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?)\s*=\s*("([^"<]*)"|'([^'<]*)')/.exec(
        source.slice(pos, pos + 4000),
      );
      if (!attr?.[1]) return fail(`atributo malformado em <${name}>`);
      if (attr[1] in attributes) fail(`atributo repetido ${attr[1]}`);
      attributes[attr[1]] = decode(attr[3] ?? attr[4] ?? '');
      pos += attr[0].length;
    }
    const scope = { ...parentScope };
    for (const [key, value] of Object.entries(attributes)) {
      if (key === 'xmlns') scope[''] = value;
      else if (key.startsWith('xmlns:')) scope[key.slice(6)] = value;
    }
    const { ns, local } = resolve(name, scope, false);
    const element: XmlElement = { name, local, ns, attributes, scope, children: [], text: '' };
    if (selfClosing) return element;
    for (;;) {
      if (pos >= source.length) fail(`<${name}> sem fechamento`);
      if (source.startsWith('</', pos)) {
        const close = /^<\/([^\s>]+)\s*>/.exec(source.slice(pos, pos + 200));
        if (close?.[1] !== name) fail(`fechamento inesperado; esperado </${name}>`);
        pos += close?.[0].length ?? 0;
        return element;
      }
      if (source.startsWith('<!--', pos)) {
        const end = source.indexOf('-->', pos);
        if (end < 0) fail('comentário sem fim');
        pos = end + 3;
      } else if (source.startsWith('<![CDATA[', pos)) {
        const end = source.indexOf(']]>', pos);
        if (end < 0) fail('CDATA sem fim');
        element.text += source.slice(pos + 9, end);
        pos = end + 3;
      } else if (source.startsWith('<?', pos)) {
        const end = source.indexOf('?>', pos);
        if (end < 0) fail('instrução de processamento sem fim');
        pos = end + 2;
      } else if (source.charAt(pos) === '<') {
        element.children.push(readElement(scope));
      } else {
        const next = source.indexOf('<', pos);
        const end = next < 0 ? source.length : next;
        element.text += decode(source.slice(pos, end));
        pos = end;
      }
    }
  };

  skipMisc();
  const root = readElement({ xml: 'http://www.w3.org/XML/1998/namespace' });
  skipMisc();
  if (pos < source.length) fail('conteúdo após o elemento raiz');
  return root;
}
