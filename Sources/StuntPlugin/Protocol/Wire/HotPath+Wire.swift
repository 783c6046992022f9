import StuntEngine
import StuntKit

/// The hot path's messages: `module/step` (and the `ModuleChange` and `EffectOrigin` it
/// carries) one way, the `Snapshot` it answers the other, as their synthesized `Codable` has
/// them. A snapshot with object doubles is left to Foundation (`objects` other than empty).
extension InstanceRequest: WireDecodable, WireEncodable where Question == ModuleQuestions.Step {
  init?(wire: WireJSON) {
    guard let instance = wire["instance"]?.int, let origin = wire["origin"].flatMap(EffectOrigin.init(wire:)),
      let change = wire["change"].flatMap(ModuleChange.init(wire:)), let nanoseconds = wire["nanoseconds"]?.int
    else { return nil }
    self.init(instance: instance, question: ModuleQuestions.Step(origin: origin, change: change, nanoseconds: Int64(nanoseconds)))
  }

  func write(to writer: inout WireWriter) {
    writer.object {
      $0.member("change") { question.change.write(to: &$0) }
      $0.member("instance") { $0.int(instance) }
      $0.member("nanoseconds") { $0.int(question.nanoseconds) }
      $0.member("origin") { question.origin.write(to: &$0) }
    }
  }
}

extension ModuleChange: WireCodable {
  package init?(wire: WireJSON) {
    guard let (name, payload) = wire.onlyMember.map({ ($0.key, $0.value) }) else { return nil }
    switch name {
    case "send":
      guard let input = payload["input"]?.string, case .object(let members)? = payload["arguments"] else { return nil }
      var arguments: [String: Value] = [:]
      for member in members {
        guard let value = Value(wire: member.value) else { return nil }
        arguments[member.key] = value
      }
      self = .send(input: input, arguments: arguments)
    case "set":
      guard let field = payload["field"]?.string, let value = payload["value"].flatMap(Value.init(wire:)) else { return nil }
      self = .set(field: field, value: value)
    default: return nil
    }
  }

  package func write(to writer: inout WireWriter) {
    switch self {
    case .send(let input, let arguments):
      writer.enumCase("send") {
        $0.member("arguments") {
          $0.object { writer in
            for key in arguments.keys.sorted() { writer.member(key) { arguments[key]?.write(to: &$0) } }
          }
        }
        $0.member("input") { $0.string(input) }
      }
    case .set(let field, let value):
      writer.enumCase("set") {
        $0.member("field") { $0.string(field) }
        $0.member("value") { value.write(to: &$0) }
      }
    }
  }
}

extension EffectOrigin: WireCodable {
  package init?(wire: WireJSON) {
    guard let input = wire["input"]?.string, let command = wire["command"]?.string, let file = wire.optional("file"),
      let line = wire["line"]?.int
    else { return nil }
    if let file, file.string == nil { return nil }
    self.init(input: input, command: command, file: file?.string, line: line)
  }

  package func write(to writer: inout WireWriter) {
    writer.object {
      $0.member("command") { $0.string(command) }
      $0.member("file", ifPresent: file) { $0.string($1) }
      $0.member("input") { $0.string(input) }
      $0.member("line") { $0.int(line) }
    }
  }
}

extension AlertSnapshot: WireCodable {
  package init?(wire: WireJSON) {
    guard let caseName = wire.optional("caseName"), let title = wire["title"]?.string, let message = wire["message"]?.string else { return nil }
    if let caseName, caseName.string == nil { return nil }
    self.init(caseName: caseName?.string, title: title, message: message)
  }

  package func write(to writer: inout WireWriter) {
    writer.object {
      $0.member("caseName", ifPresent: caseName) { $0.string($1) }
      $0.member("message") { $0.string(message) }
      $0.member("title") { $0.string(title) }
    }
  }
}

extension ModuleSnapshot: WireCodable {
  package init?(wire: WireJSON) {
    guard let state = wire["state"].flatMap(StateNode.init(wire:)), let pendingEvents = wire["pendingEvents"]?.bool,
      let alert = wire.optional("alert"), let idle = wire.optional("idle"), let objects = wire.optional("objects")
    else { return nil }
    if let idle, idle.bool == nil { return nil }
    if let objects, objects != .array([]) { return nil }
    var alertSnapshot: AlertSnapshot?
    if let alert {
      guard let read = AlertSnapshot(wire: alert) else { return nil }
      alertSnapshot = read
    }
    self.init(state: state, alert: alertSnapshot, pendingEvents: pendingEvents, idle: idle?.bool, objects: objects.map { _ in [] })
  }

  package func write(to writer: inout WireWriter) {
    if let objects, !objects.isEmpty { return writer.fail() }
    writer.object {
      $0.member("alert", ifPresent: alert) { $1.write(to: &$0) }
      $0.member("idle", ifPresent: idle) { $0.bool($1) }
      $0.member("objects", ifPresent: objects) { writer, _ in writer.array([Int]()) { _, _ in } }
      $0.member("pendingEvents") { $0.bool(pendingEvents) }
      $0.member("state") { state.write(to: &$0) }
    }
  }
}

extension ModuleQuestions.Step.Answer: WireCodable {
  package init?(wire: WireJSON) {
    guard let snapshot = wire["snapshot"].flatMap(ModuleSnapshot.init(wire:)) else { return nil }
    self.init(snapshot: snapshot)
  }

  package func write(to writer: inout WireWriter) {
    writer.object { $0.member("snapshot") { snapshot.write(to: &$0) } }
  }
}

extension ModuleQuestions.EffectsSettle.Answer: WireCodable {
  package init?(wire: WireJSON) {
    guard let snapshot = wire.optional("snapshot") else { return nil }
    guard let snapshot else { self.init(snapshot: nil); return }
    guard let read = ModuleSnapshot(wire: snapshot) else { return nil }
    self.init(snapshot: read)
  }

  package func write(to writer: inout WireWriter) {
    writer.object { $0.member("snapshot", ifPresent: snapshot) { $1.write(to: &$0) } }
  }
}
