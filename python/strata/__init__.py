"""Strata from Python: `strata.compiler` compiles MLIR (StableHLO, linalg)
to a module, `strata.runtime` runs modules on NumPy arrays, `strata.jax`
compiles JAX functions. Both parts go through Strata's C APIs
(libStrataCompiler.so, libstrata-runtime.so)."""

from ._errors import CompileError, Diagnostic, StrataError  # noqa: F401
from . import compiler, jax, runtime  # noqa: F401

__all__ = ["compiler", "jax", "runtime", "StrataError", "CompileError", "Diagnostic"]
