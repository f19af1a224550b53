# -*- Python -*- lit configuration for Strata's FileCheck tests.
import os
import lit.formats

config.name = "Strata"
config.test_format = lit.formats.ShTest(not lit.util.which("bash") is None)
config.suffixes = [".mlir", ".json", ".test"]
config.excludes = ["Inputs", "CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.strata_build_dir, "tests", "lit")

tools = os.path.join(config.strata_build_dir, "bin")
config.environment["PATH"] = os.pathsep.join(
    [tools, config.llvm_tools_dir, config.environment.get("PATH", "")])
config.substitutions.append(("%plugin_dir", config.strata_plugin_dir))
config.substitutions.append(("%corpus", config.strata_corpus_dir))
config.substitutions.append(("%test_plugins", os.path.join(config.strata_build_dir, "tests", "lit", "plugins")))
config.substitutions.append(("%python", "python3"))
