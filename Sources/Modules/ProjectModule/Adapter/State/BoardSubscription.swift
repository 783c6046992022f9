import OpenCombine

/// The board screen's subscription to the use case's relay, as the seed's view controller
/// binds to it: it counts what the relay sends. A swap of the use case (or of the repository
/// under it) brings another relay; the screen then subscribes again.
@MainActor
final class BoardSubscription {
  private weak var relay: CurrentValueSubject<[ProjectEntity], Never>?
  private var cancellable: AnyCancellable?
  private(set) var notifications = 0

  /// Follows `relay`, subscribing again when it is another one than last time.
  func follow(_ relay: CurrentValueSubject<[ProjectEntity], Never>) {
    guard relay !== self.relay else { return }
    self.relay = relay
    notifications = 0
    cancellable = relay.sink { [weak self] _ in
      MainActor.assumeIsolated { self?.notifications += 1 }
    }
  }
}
