"""The strata package end to end: compile corpus models from StableHLO,
run them on NumPy arrays against XLA's outputs, and every kind of bad input
raising an exception that carries the message."""

import os

import numpy as np
import pytest

import strata

CORPUS = os.environ.get("STRATA_CORPUS", os.path.join(
    os.path.dirname(__file__), "..", "..", "..", "shared", "corpus"))
MODELS = ["mnist_mlp_b64", "lenet_b8"]


def program(name):
    return os.path.join(CORPUS, name)


def inputs(name):
    return [np.load(os.path.join(program(name), f"in{i}.npy"))
            for i in range(16)
            if os.path.exists(os.path.join(program(name), f"in{i}.npy"))]


def expected(name):
    return np.load(os.path.join(program(name), "out0.npy"))


@pytest.fixture(scope="module")
def modules():
    return {name: strata.compiler.compile(
        os.path.join(program(name), "program.mlir"), targets=["llvm-cpu"])
        for name in MODELS}


def test_devices_lists_local_first():
    devices = strata.runtime.devices()
    assert devices[0][0] == "local"


@pytest.mark.parametrize("name", MODELS)
def test_model_matches_xla(modules, name):
    module = strata.runtime.load(modules[name])
    assert module.device == "local"
    out = module.main(*inputs(name))
    np.testing.assert_allclose(out, expected(name), rtol=1e-4, atol=1e-5)


@pytest.mark.parametrize("name", MODELS)
def test_zero_copy_and_copied_inputs_agree(modules, name):
    module = strata.runtime.load(modules[name])
    x = inputs(name)[0]
    # A 64-byte aligned, C-contiguous array goes in without a copy; a
    # transposed view is copied first.
    buffer = np.empty(x.nbytes + 64, np.uint8)
    offset = (-buffer.ctypes.data) % 64
    aligned = buffer[offset:offset + x.nbytes].view(x.dtype).reshape(x.shape)
    aligned[...] = x
    np.testing.assert_allclose(module.main(aligned), expected(name),
                               rtol=1e-4, atol=1e-5)
    strided = np.asfortranarray(x)
    np.testing.assert_allclose(module.main(strided), expected(name),
                               rtol=1e-4, atol=1e-5)


def test_load_from_path_and_signature(modules, tmp_path):
    path = tmp_path / "mlp.smod"
    path.write_bytes(modules["mnist_mlp_b64"])
    module = strata.runtime.load(str(path), device="local")
    assert module.function_names() == ["main"]
    assert module.main.argument_types == [("f32", [64, 28, 28, 1])]
    assert module.main.result_types == [("f32", [64, 10])]


def test_wrong_dtype_raises_with_message(modules):
    module = strata.runtime.load(modules["mnist_mlp_b64"])
    with pytest.raises(strata.StrataError) as e:
        module.main(inputs("mnist_mlp_b64")[0].astype(np.int32))
    assert e.value.code == "INVALID_ARGUMENT"
    assert "argument 0" in e.value.message


def test_wrong_shape_raises_with_message(modules):
    module = strata.runtime.load(modules["mnist_mlp_b64"])
    with pytest.raises(strata.StrataError) as e:
        module.main(np.zeros((8, 784), np.float32))
    assert "expected shape 64x28x28x1xf32, got 8x784xf32" in e.value.message


def test_wrong_arity_raises(modules):
    module = strata.runtime.load(modules["mnist_mlp_b64"])
    with pytest.raises(strata.StrataError) as e:
        module.main()
    assert e.value.code == "INVALID_ARGUMENT"


def test_unsupported_dtype_raises():
    module = strata.runtime.load(strata.compiler.compile(
        os.path.join(program("mnist_mlp_b64"), "program.mlir")))
    with pytest.raises(strata.StrataError) as e:
        module.main(np.zeros((64, 784), np.dtype("U1")))
    assert "has no Strata element type" in e.value.message


def test_unknown_function_is_attribute_error(modules):
    module = strata.runtime.load(modules["mnist_mlp_b64"])
    with pytest.raises(AttributeError, match="exports: main"):
        module.nosuch


@pytest.mark.parametrize("corrupt", [
    lambda b: b[: len(b) // 2],
    lambda b: b"GARBAGE" * 10,
    lambda b: b"",
])
def test_corrupt_module_raises(modules, corrupt):
    with pytest.raises(strata.StrataError) as e:
        strata.runtime.load(corrupt(modules["mnist_mlp_b64"]))
    assert e.value.code in ("INVALID_ARGUMENT", "DATA_LOSS")
    assert e.value.message


def test_compile_error_carries_records():
    source = ("func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {\n"
              "  %y = arith.addf %x, %x : tensor<4xi32>\n"
              "  return %y : tensor<4xf32>\n}\n")
    with pytest.raises(strata.CompileError) as e:
        strata.compiler.compile(source)
    d = e.value.diagnostics[0]
    assert (d.severity, d.file, d.line) == ("error", "<source>", 2)
    assert d.column > 0 and "type" in d.message


def test_unknown_backend_is_a_compile_error():
    with pytest.raises(strata.CompileError, match="unknown backend 'nosuch'"):
        strata.compiler.compile(
            os.path.join(program("mnist_mlp_b64"), "program.mlir"),
            targets=["nosuch"])


def test_unknown_device_raises():
    with pytest.raises(strata.StrataError, match="unknown device 'nosuch'"):
        strata.runtime.load(b"", device="nosuch")


def test_vulkan_when_present(modules):
    if not any(d[0].startswith("vulkan:") for d in strata.runtime.devices()):
        pytest.skip("no Vulkan device here")
    module = strata.runtime.load(strata.compiler.compile(
        os.path.join(program("mnist_mlp_b64"), "program.mlir"),
        targets=["vulkan"]), device="vulkan")
    np.testing.assert_allclose(module.main(*inputs("mnist_mlp_b64")),
                               expected("mnist_mlp_b64"), rtol=1e-4, atol=1e-5)


def test_benchmark_helper(modules):
    module = strata.runtime.load(modules["mnist_mlp_b64"])
    stats = strata.runtime.benchmark(module.main, *inputs("mnist_mlp_b64"),
                                     min_time=0.05)
    assert stats["calls"] >= 1 and stats["min_s"] > 0


def test_untrusted_mode_refuses_native_code(modules):
    strata.runtime.configure(untrusted_modules=True)
    try:
        with pytest.raises(strata.StrataError, match="untrusted"):
            strata.runtime.load(modules["mnist_mlp_b64"])
        vmvx = strata.compiler.compile(
            os.path.join(program("mnist_mlp_b64"), "program.mlir"),
            targets=["vmvx"])
        out = strata.runtime.load(vmvx).main(*inputs("mnist_mlp_b64"))
        np.testing.assert_allclose(out, expected("mnist_mlp_b64"), rtol=1e-4,
                                   atol=1e-5)
    finally:
        strata.runtime.configure()


def test_trace_records_calls_and_dispatches(modules, tmp_path):
    import json
    module = strata.runtime.load(modules["lenet_b8"])
    path = str(tmp_path / "lenet.json")
    with strata.runtime.trace(path):
        module.main(*inputs("lenet_b8"))
    events = json.load(open(path))["traceEvents"]
    complete = [e for e in events if e["ph"] == "X"]
    assert any(e["cat"] == "vm" and e["name"] == "call main"
               for e in complete)
    dispatches = [e for e in complete if e["cat"] == "dispatch"]
    assert dispatches and all("workgroups" in e["args"] and
                              "variant" in e["args"] for e in dispatches)
    assert all(e["dur"] >= 0 and e["ts"] >= 0 for e in complete)


def test_trace_misuse_raises(tmp_path):
    with pytest.raises(strata.StrataError, match="no trace is being recorded"):
        strata._native.trace_stop(None)
    with strata.runtime.trace(str(tmp_path / "t.json")):
        with pytest.raises(strata.StrataError, match="already being recorded"):
            strata._native.trace_start()
    # An unwritable path is an error, and recording stops all the same.
    with pytest.raises(strata.StrataError, match="cannot write"):
        with strata.runtime.trace(str(tmp_path / "no" / "such" / "t.json")):
            pass
    with pytest.raises(strata.StrataError, match="no trace is being recorded"):
        strata._native.trace_stop(None)


def test_loads_share_their_device(modules):
    """One device object per name per instance: loads do not make a new
    device (a new VkDevice on vulkan) each time; configure() starts over."""
    first = strata.runtime._device("local")
    m = strata.runtime.load(modules["lenet_b8"], device="local")
    assert strata.runtime._device("local") is first
    np.testing.assert_allclose(m.main(*inputs("lenet_b8")),
                               expected("lenet_b8"), rtol=1e-4, atol=1e-5)
    strata.runtime.configure()
    assert strata.runtime._device("local") is not first
