/// The plugin protocol's fixed numbers, as `Plugins/PROTOCOL.md` states them.
public enum PluginProtocol {
  /// Sent by the host in `initialize` and answered by the plugin; anything else is refused.
  package static let version = 1
  /// The longest message either side accepts, in bytes, newline excluded.
  package static let largestMessage = 8 << 20
  /// How long the host waits for an answer to one request, on top of any time the request
  /// itself allows (`effects/finish`'s timeout, `effects/settle`'s budget).
  public static let defaultRequestTimeout: Duration = .seconds(5)
  /// How much longer than the request timeout `initialize` may take: a start loads an
  /// interpreter or a binary's libraries, which a busy machine makes slow, and a short
  /// `--plugin-timeout` is about answers, not about how fast a process starts.
  package static let startAllowance: Duration = .seconds(10)
  /// How long an answer may still take after Ctrl-C before the plugin is stopped (and its
  /// module restored): a request that hangs gives the prompt back at once.
  package static let interruptGrace: Duration = .milliseconds(200)
}
