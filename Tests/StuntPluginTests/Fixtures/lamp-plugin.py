#!/usr/bin/env python3
"""A Stunt plugin in Python, written from Plugins/PROTOCOL.md alone: one module, `lamp`,
a lamp that a switch turns on and off. LAMP_PLUGIN_MODE makes it misbehave on `module/send`
(crash, kill, hang, garbage, huge, exit, orphan: exit leaving a child that holds stdout;
slowcrash: begin a crash report, take longer than the request timeout to finish it, then crash;
hugedrain: always have events, and answer every `effects/drain` with more than a message may hold;
relapse: crash on `flick`, and on every send once started again; drift: crash on `flick`, and
start at brightness 50 once started again), speak another protocol
version (version), describe its module wrongly (badname, baddefault) or predate later
additions to version 1 (older: no calls/clear, no features, a stubbed bulb), for the host's
isolation tests. Its descriptor leaves out every field the protocol lets it leave out."""
import json
import os
import signal
import subprocess
import sys
import time

MODE = os.environ.get("LAMP_PLUGIN_MODE", "")

DESCRIPTOR = {
    "name": "lamp",
    "summary": "a lamp and its switch (a plugin written in Python)",
    "inputs": [
        {"name": "toggle", "summary": "turns the lamp on or off"},
        {"name": "flick", "parameters": [{"name": "times", "type": {"int": {}}}], "summary": "toggles it several times"},
    ],
    "fields": [{"name": "brightness", "type": {"int": {}}, "summary": "how bright the lamp is, 0 to 100"}],
    "topics": [{"name": "lamp", "lines": ["A lamp has no dependencies: nothing to double."]}],
}
if MODE == "badname":
    DESCRIPTOR["name"] = "my lamp"
if MODE == "older":
    # Written before `stub` chose answers by argument: a bulb it stubs, names no features.
    DESCRIPTOR["slots"] = [{
        "name": "bulb", "variants": [{"name": "real", "kind": "real"}, {"name": "stub", "kind": "stub"}],
        "methods": [{"name": "watts", "parameters": [{"name": "level", "type": {"int": {}}}], "returns": {"int": {}}}],
    }]
if MODE == "baddefault":
    DESCRIPTOR["slots"] = [{"name": "bulb", "variants": [{"name": "real", "kind": "real"}], "defaultVariant": "led"}]

# "relapse" and "drift": a process started again by the host (the mark file exists) crashes on
# every send, or starts its lamps dimmer.
RESTARTED = os.path.exists(os.environ.get("LAMP_PLUGIN_MARK", ""))
if MODE in ("relapse", "drift"):
    open(os.environ["LAMP_PLUGIN_MARK"], "w").close()
RELAPSED = MODE == "relapse" and RESTARTED

instances = {}
next_instance = 1


def scalar(kind, value):
    return {"scalar": {"_0": {kind: {"_0": value}}}}


def snapshot(lamp):
    state = {"structure": {"type": "Lamp", "fields": [
        {"label": "isOn", "node": scalar("bool", lamp["isOn"])},
        {"label": "brightness", "node": scalar("int", lamp["brightness"])},
    ]}}
    # "hugedrain" always has events, which every drain answers with too much.
    return {"state": state, "alert": None, "pendingEvents": MODE == "hugedrain"}


class Refused(Exception):
    pass


def misbehave(input):
    if MODE == "crash" or (MODE in ("relapse", "drift") and (RELAPSED or input == "flick")):
        os.kill(os.getpid(), signal.SIGSEGV)
    if MODE == "slowcrash":
        sys.stderr.write("Fatal error: the bulb burnt out\n\n*** Program crashed: Illegal instruction at 0x0 ***\n")
        sys.stderr.flush()
        time.sleep(2.5)
        os.kill(os.getpid(), signal.SIGSEGV)
    if MODE == "kill":
        os.kill(os.getpid(), signal.SIGKILL)
    if MODE == "hang":
        time.sleep(3600)
    if MODE == "garbage":
        print("hello, this is not JSON", flush=True)
    if MODE == "huge":
        sys.stdout.write("x" * (9 << 20))
        sys.stdout.flush()
        time.sleep(3600)
    if MODE == "orphan":
        subprocess.Popen(["sleep", "120"])
        sys.exit(0)
    if MODE == "exit":
        sys.stderr.write("lamp: the bulb burnt out\n")
        sys.stderr.flush()
        sys.exit(3)


def answer(method, params):
    global next_instance
    if method == "initialize":
        version = 2 if MODE == "version" else 1
        return {"protocolVersion": version, "server": "lamp-plugin.py", "modules": [DESCRIPTOR]}
    if method == "shutdown":
        return {}
    if method == "module/load":
        number = next_instance
        next_instance += 1
        instances[number] = {"isOn": False, "brightness": 50 if MODE == "drift" and RESTARTED else 100}
        return {"instance": number}
    lamp = instances.get(params.get("instance"))
    if lamp is None:
        raise Refused("no such instance")
    if method == "module/unload":
        del instances[params["instance"]]
        return {}
    if method == "module/snapshot":
        return snapshot(lamp)
    if method == "module/send":
        misbehave(params["input"])
        times = 1
        if params["input"] == "flick":
            times = params["arguments"]["times"]["int"]["_0"]
        elif params["input"] != "toggle":
            raise Refused("unknown input " + params["input"])
        for _ in range(times):
            lamp["isOn"] = not lamp["isOn"]
        return {}
    if method == "module/set":
        value = params["value"]["int"]["_0"]
        if not 0 <= value <= 100:
            raise Refused("brightness goes from 0 to 100; got %d" % value)
        lamp["brightness"] = value
        return {}
    # "emptystep": answers module/step, but a send's answer leaves out the snapshot it promises.
    if method == "module/step" and MODE == "emptystep":
        change, number = params["change"], {"instance": params["instance"]}
        if "send" in change:
            answer("module/send", dict(number, **change["send"]))
            return {}
        answer("module/set", dict(number, **change["set"]))
        return {"snapshot": snapshot(lamp)}
    if method == "clock/check":
        raise Refused("the lamp has no clock to advance")
    if method in ("effects/running", "effects/cancelAll"):
        return {"effects": []}
    if method == "effects/finish":
        return {"finished": True}
    if method == "effects/drain":
        if MODE == "hugedrain":
            sys.stdout.write("x" * (9 << 20) + "\n")
            sys.stdout.flush()
            return {"events": []}
        return {"events": []}
    if method == "calls/list":
        return {"calls": []}
    if method == "mock/status":
        return {"isMock": False, "expectations": []}
    if method == "mock/verify":
        return {"met": 0, "unmet": []}
    if method == "calls/order":
        return {}
    if method == "slot/changed" and MODE == "older":
        return {"made": []}
    if method == "objects/list":
        return {"doubles": []}
    if method == "objects/name":
        return {}
    # "older": written before calls/clear was added to the protocol.
    if method == "calls/clear" and MODE == "older":
        raise LookupError(method)
    if method in ("effects/attribute", "effects/settle", "clock/advance", "mock/expect", "calls/clear"):
        return {}
    raise LookupError(method)


# LAMP_PLUGIN_LOG: each request's method is appended to that file, for tests of what the host asks.
LOG = os.environ.get("LAMP_PLUGIN_LOG", "")

for line in sys.stdin:
    request = json.loads(line)
    if LOG:
        with open(LOG, "a") as log:
            log.write(request["method"] + "\n")
    reply = {"jsonrpc": "2.0", "id": request.get("id")}
    try:
        reply["result"] = answer(request["method"], request.get("params", {}))
    except Refused as refusal:
        reply["error"] = {"code": 1, "message": str(refusal)}
    except LookupError as missing:
        reply["error"] = {"code": -32601, "message": "no method %s" % missing}
    print(json.dumps(reply), flush=True)
    if request["method"] == "shutdown":
        break

if MODE == "deaf":
    # Ignores the end of its input: only Stunt's plugin launcher can end it now.
    time.sleep(3600)
