/// How the host runs plugins.
public struct PluginSettings: Sendable {
  /// How long one request may take (`--plugin-timeout`), on top of the time the request itself
  /// asks for (`finish 5s` may take five seconds more).
  public var requestTimeout: Duration
  /// What starts a plugin, before its path: `stunt plugin-exec` ties the plugin's life to
  /// Stunt's, so no plugin outlives a `stunt` that was killed.
  public var launcher: [String]

  public init(requestTimeout: Duration = PluginProtocol.defaultRequestTimeout, launcher: [String] = []) {
    self.requestTimeout = requestTimeout
    self.launcher = launcher
  }
}
