"""strata.compiler: MLIR text to module bytes (strata_compiler.h)."""

import json
import os

from . import _native
from ._errors import CompileError

_TARGET_NAMES = {"cpu": "llvm-cpu", "llvm-cpu": "llvm-cpu", "vmvx": "vmvx",
                 "vulkan": "vulkan-spirv", "vulkan-spirv": "vulkan-spirv"}


def _manifest(targets):
    """A target manifest as JSON text from a list of backend names, a dict
    (the manifest itself), a JSON string or a path to a manifest file."""
    if targets is None:
        return None
    if isinstance(targets, str):
        if os.path.exists(targets):
            with open(targets) as f:
                return f.read()
        if targets.lstrip().startswith("{"):
            return targets
        targets = [targets]
    if isinstance(targets, dict):
        return json.dumps(targets)
    return json.dumps({"targets": [
        {"backend": _TARGET_NAMES.get(t, t)} for t in targets]})


def compile(source, targets=None, plugins=(), pipeline=None, input_type=None,
            plugin_dir=None):
    """Compiles `source` (MLIR text, bytes, or a path to a .mlir file) for
    `targets` (["llvm-cpu", "vmvx", "vulkan"], a manifest dict, JSON or a
    manifest path; default llvm-cpu) and returns the module's bytes.
    Raises CompileError carrying every diagnostic as a record."""
    name = "<source>"
    if isinstance(source, os.PathLike) or (
            isinstance(source, str) and "\n" not in source
            and os.path.exists(source)):
        name = os.fspath(source)
        with open(name) as f:
            source = f.read()
    if isinstance(source, bytes):
        source = source.decode()
    if pipeline is not None and not isinstance(pipeline, str):
        pipeline = json.dumps(pipeline)
    elif pipeline is not None and os.path.exists(pipeline):
        with open(pipeline) as f:
            pipeline = f.read()
    compiler, diagnostics = _native.Compiler.create(
        [os.fspath(p) for p in plugins], plugin_dir, _manifest(targets),
        pipeline, input_type)
    if compiler is None:
        raise CompileError(diagnostics)
    module, diagnostics = compiler.compile(source, name)
    if module is None:
        raise CompileError(diagnostics)
    return module
