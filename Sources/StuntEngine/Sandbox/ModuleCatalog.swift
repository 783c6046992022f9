import StuntKit

/// The modules a session can load, the backend their real dependencies talk to, and why
/// plugins were left out.
@MainActor
public struct ModuleCatalog {
  public let modules: [SandboxModule]
  /// The loopback backend real network dependencies talk to; it starts on first use and
  /// stops when the session ends.
  public let backend: (any Backend)?
  /// Why plugins were left out (`plugin bank.py speaks protocol version 2; …`): `load` of a
  /// module it does not know says these too, since the module may be one of theirs.
  public var leftOutPlugins: [String] = []

  func module(named name: String) -> SandboxModule? {
    modules.first { $0.name == name }
  }
}
