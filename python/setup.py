"""Builds the strata package's extension (strata._native) against Strata's
two C API libraries, from an installed SDK or a build tree:

    STRATA_PREFIX=/opt/strata pip install --no-build-isolation ./python
    STRATA_BUILD_DIR=build    pip install --no-build-isolation ./python

(default: the build tree ../build next to this folder). Needs pybind11
(Debian: python3-pybind11) and NumPy; reaches no package index."""

import os

import pybind11
from setuptools import Extension, setup
from setuptools.command.build_py import build_py

here = os.path.dirname(os.path.abspath(__file__))
source_root = os.path.dirname(here)
prefix = os.environ.get("STRATA_PREFIX")
if prefix:
    include_dirs = [os.path.join(prefix, "include")]
    library_dir = os.path.join(prefix, "lib")
else:
    build = os.path.abspath(os.environ.get(
        "STRATA_BUILD_DIR", os.path.join(source_root, "build")))
    include_dirs = [os.path.join(source_root, "core", "runtime", "include"),
                    os.path.join(source_root, "core", "compiler", "include")]
    library_dir = os.path.join(build, "lib")
for lib in ("libstrata-runtime.so", "libStrataCompiler.so"):
    if not os.path.exists(os.path.join(library_dir, lib)):
        raise SystemExit(f"strata: {lib} not found in {library_dir} (set "
                         f"STRATA_PREFIX to an installed SDK or "
                         f"STRATA_BUILD_DIR to a build tree)")



class BuildPyWithLibraryDir(build_py):
    """Writes jax_plugins/strata/_library_dir.py: where the PJRT plugin
    (libstrata-pjrt.so, beside the C API libraries) is."""

    def run(self):
        super().run()
        target = os.path.join(self.build_lib, "jax_plugins", "strata",
                              "_library_dir.py")
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "w") as f:
            f.write(f"LIBRARY_DIR = {library_dir!r}\n")


setup(
    name="strata",
    version="0.1.0",
    description="Strata ML compiler and runtime: Python bindings",
    # jax_plugins is a namespace package (no __init__.py): JAX finds
    # jax_plugins.strata there and through the entry point.
    packages=["strata", "jax_plugins.strata"],
    entry_points={"jax_plugins": ["strata = jax_plugins.strata"]},
    cmdclass={"build_py": BuildPyWithLibraryDir},
    ext_modules=[Extension(
        "strata._native",
        sources=[os.path.join("src", "native.cpp")],
        include_dirs=include_dirs + [pybind11.get_include()],
        library_dirs=[library_dir],
        libraries=["strata-runtime", "StrataCompiler"],
        # The libraries stay where they are: the plugins are found next to
        # them (<lib>/strata/plugins).
        runtime_library_dirs=[library_dir],
        extra_compile_args=["-std=c++17", "-fvisibility=hidden"],
        language="c++")],
    python_requires=">=3.9",
    install_requires=["numpy"],
)
