import StuntEngine

/// One request of the plugin protocol, declared once: its name on the wire (`method`), its
/// parameters (the type's stored properties, as they are encoded) and its result (`Answer`).
/// The host sends it through `PluginConnection.ask`, the plugin server reads it by `method` from
/// `PluginRequests.all` (`IncomingRequest`) and answers it with `answer(on:)`, and
/// `ProtocolDocumentTests` holds each declaration to its row of `Plugins/PROTOCOL.md`.
protocol PluginRequest: Codable, Sendable {
  associatedtype Answer: Codable, Sendable
  static var method: String { get }
  /// Added to version 1 after plugins were written against it: a plugin that does not know it
  /// answers "method not found", and is refused that command rather than stopped.
  static var isLaterAddition: Bool { get }
  /// How a plugin served by `StuntPlugin` answers it.
  @MainActor func answer(on server: PluginServer) async throws(CommandError) -> Answer
}

extension PluginRequest {
  static var isLaterAddition: Bool { false }
}
