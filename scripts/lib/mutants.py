"""Mutant generation for scripts/mutate.py: plain text operators on Swift, field edits on JSON.

A mutant is (path, line, description, new_text): the whole file's text with one change. Swift
operators work on one line at a time, outside comments and string literals (a line's text after
`//` and anything between double quotes is left alone), so a mutant is one small, plausible bug.
"""
import json
import re

# (pattern, replacement, name). Spaces around binary operators keep `->`, `>=` inside `>>=`,
# generics (`Array<Int>`) and unary minus out.
BINARY = [
    (r" > ", " >= ", ">→>="), (r" >= ", " > ", ">=→>"),
    (r" < ", " <= ", "<→<="), (r" <= ", " < ", "<=→<"),
    (r" == ", " != ", "==→!="), (r" != ", " == ", "!=→=="),
    (r" \+ ", " - ", "+→-"), (r" - ", " + ", "-→+"),
    (r" \* ", " / ", "*→/"),
    (r" && ", " || ", "&&→||"), (r" \|\| ", " && ", "||→&&"),
]
NUMBER = re.compile(r"(?<![\w.])(\d+\.\d+|\d+)(?![\w.])")
# Statements worth deleting: assignments, compound assignments, mutating calls.
STATEMENT = re.compile(r"^\s*([\w.\[\]]+\s*([-+*/]?=)\s*[^=]|[\w.]+\.(append|insert|remove\w*|removeAll)\(|\w+\()")
SKIP_STATEMENT = re.compile(r"^\s*(let|var|case|return|guard|if|else|for|while|switch|func|init|static|public|private|"
                            r"internal|@|#|import|struct|enum|class|extension|protocol|default|throw|defer|\}|\{)")


def code_spans(line):
    """Index ranges of `line` outside string literals and before a `//` comment."""
    spans, start, in_string, i = [], 0, False, 0
    while i < len(line):
        c = line[i]
        if c == "\\" and in_string:
            i += 2
            continue
        if c == '"':
            if not in_string:
                spans.append((start, i))
            else:
                start = i + 1
            in_string = not in_string
        elif not in_string and line.startswith("//", i):
            spans.append((start, i))
            return spans
        i += 1
    if not in_string:
        spans.append((start, len(line)))
    return spans


def nudge(literal):
    """A numeric constant moved a little: integers by one, decimals by 10 % (0 → 1)."""
    if "." in literal:
        v = float(literal)
        return repr(round(v * 1.1, 6)) if v != 0 else "1.0"
    return str(int(literal) + 1)


def swift_mutants(path, text):
    lines = text.split("\n")
    out = []
    in_block_comment = False
    for n, line in enumerate(lines):
        stripped = line.strip()
        if in_block_comment or stripped.startswith("/*"):
            in_block_comment = "*/" not in stripped
            continue
        if stripped.startswith("//") or stripped.startswith("///") or not stripped:
            continue

        def emit(new_line, what):
            new = lines[:n] + [new_line] + lines[n + 1:]
            out.append((path, n + 1, what, "\n".join(new)))

        for a, b in code_spans(line):
            seg = line[a:b]
            for pattern, repl, name in BINARY:
                for m in re.finditer(pattern, seg):
                    emit(line[:a + m.start()] + repl + line[a + m.end():], name)
            # Numbers in declarations of static tables and in expressions alike; skip array indices
            # and tuple labels (`.0`), which the regex excludes by the neighbouring dot.
            for m in NUMBER.finditer(seg):
                emit(line[:a + m.start()] + nudge(m.group(1)) + line[a + m.end():], f"{m.group(1)}→{nudge(m.group(1))}")
        nxt = lines[n + 1].strip() if n + 1 < len(lines) else ""
        if (STATEMENT.match(line) and not SKIP_STATEMENT.match(line)
                and all(line.count(o) == line.count(c) for o, c in ("()", "{}", "[]"))
                and not line.rstrip().endswith((",", "{", "(", "[", ".", "=", "+", "-", "&&", "||"))
                and not nxt.startswith((".", "+", "-", "&&", "||", "?", ":"))):
            # The removed text stays in the comment, so an equivalent entry can name the statement.
            emit(re.match(r"^\s*", line).group(0) + "// mutant: removed: " + stripped, "statement removed")
    return out


def json_leaves(value, path=()):
    """(path, value) of every number, boolean and list of numbers, skipping `sources` and ids."""
    if isinstance(value, dict):
        for k, v in value.items():
            if not path and k in ("sources", "id", "name", "kind"):
                continue
            yield from json_leaves(v, path + (k,))
    elif isinstance(value, list) and value and all(isinstance(x, (int, float)) and not isinstance(x, bool) for x in value):
        yield path, value
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from json_leaves(v, path + (i,))
    elif isinstance(value, (int, float)):
        yield path, value


def _set(obj, path, value, remove=False):
    for k in path[:-1]:
        obj = obj[k]
    if remove:
        del obj[path[-1]]
    else:
        obj[path[-1]] = value


def json_mutants(path, text):
    """Each profile figure changed (numbers ×1.1, or +1 when 0; booleans flipped; a list losing an
    element) or removed. The file is rewritten by json.dumps: the same data, one field changed."""
    data = json.loads(text)
    out = []
    for p, v in json_leaves(data):
        name = ".".join(str(k) for k in p)
        changes = []
        if isinstance(v, bool):
            changes.append((not v, f"{name}: {v}→{not v}"))
        elif isinstance(v, list):
            for i in range(len(v)):
                changes.append((v[:i] + v[i + 1:], f"{name}: element {v[i]} dropped"))
        else:
            nv = round(v * 1.1, 6) if v else 1
            if isinstance(v, int) and not isinstance(v, bool):
                nv = v + 1 if abs(v) < 10 else int(round(v * 1.1))
            changes.append((nv, f"{name}: {v}→{nv}"))
        for nv, what in changes:
            d = json.loads(text)
            _set(d, p, nv)
            out.append((path, _line_of(text, p), what, json.dumps(d, indent=2, ensure_ascii=False) + "\n"))
        if not isinstance(p[-1], int):
            d = json.loads(text)
            _set(d, p, None, remove=True)
            out.append((path, _line_of(text, p), f"{name}: removed", json.dumps(d, indent=2, ensure_ascii=False) + "\n"))
    return out


def _line_of(text, path):
    """The line of the field's key in the original file (first occurrence after its parents)."""
    pos = 0
    for k in path:
        if isinstance(k, int):
            continue
        i = text.find(f'"{k}"', pos)
        if i >= 0:
            pos = i
    return text.count("\n", 0, pos) + 1


DECL = re.compile(r"\b(public|open)\b[^=]*?\b(init|func\s+(\w+))\s*[(<]")
DEFAULT = re.compile(r"[^=!<>]=[^=]")
TYPE = re.compile(r"^\s*(?:(?:public|open|internal|final|private|fileprivate|@\w+)\s+)*"
                  r"(?:struct|class|enum|actor|extension)\s+(\w+)")


def serialized_callee(text, line_number):
    """The name callers use when line `line_number` (1-based) is in the parameter list of a
    public function or initialiser: None otherwise.

    A public declaration's default arguments are serialized into its module and emitted again,
    as weak symbols, into every file that calls it with the default; the linker keeps whichever
    copy it meets first. An incremental build recompiles no caller (the module's interface did
    not change), so a mutant there would never reach the tests (session 15: `RefreshPolicy`'s
    0.5 s hold → 0.501 s "survived"). The caller files must be rebuilt, before and after.
    """
    lines = text.split("\n")
    n = line_number - 1
    for start in range(n, max(-1, n - 8), -1):
        m = DECL.search(lines[start])
        if not m:
            continue
        # In the parameter list: the declaration's own line, or a later one while `(` is open.
        opened = lines[start][m.start():] + "".join(lines[start + 1:n])
        if start != n and opened.count("(") <= opened.count(")"):
            return None
        if not DEFAULT.search(lines[n].split("{")[0]):
            return None
        if m.group(3):
            return m.group(3)
        for k in range(start, -1, -1):
            t = TYPE.match(lines[k])
            if t:
                return t.group(1)
        return None
    return None
