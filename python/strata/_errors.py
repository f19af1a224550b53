"""The exceptions of the strata package."""


class StrataError(RuntimeError):
    """An error status from the runtime: `code` ("INVALID_ARGUMENT", ...)
    and the runtime's `message` (what, where, expected vs actual)."""

    def __init__(self, code, message):
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message


class Diagnostic(tuple):
    """One compiler diagnostic: severity, file, line, column, message."""

    __slots__ = ()

    def __new__(cls, severity, file, line, column, message):
        return super().__new__(cls, (severity, file, line, column, message))

    severity = property(lambda self: self[0])
    file = property(lambda self: self[1])
    line = property(lambda self: self[2])
    column = property(lambda self: self[3])
    message = property(lambda self: self[4])

    def __str__(self):
        where = self.file or "<unknown>"
        if self.line:
            where += f":{self.line}:{self.column}"
        return f"{where}: {self.severity}: {self.message}"


class CompileError(Exception):
    """Compilation failed; `diagnostics` holds every Diagnostic."""

    def __init__(self, diagnostics):
        self.diagnostics = [Diagnostic(*d) for d in diagnostics]
        errors = [d for d in self.diagnostics if d.severity == "error"]
        super().__init__("\n".join(str(d) for d in (errors or self.diagnostics))
                         or "compilation failed")
