/// What `backend` prints: whether the server runs, what it has served, the faults it injects.
/// Never its port: transcripts must not change from run to run.
public struct BackendStatus: Equatable, Sendable {
  public var isRunning: Bool
  public var served: Int
  public var latency: Duration
  public var fault: BackendFault?
  /// Stopped by `backend stop`: it does not start on use.
  public var isKeptStopped: Bool

  public init(isRunning: Bool, served: Int, latency: Duration, fault: BackendFault?, isKeptStopped: Bool = false) {
    self.isRunning = isRunning
    self.isKeptStopped = isKeptStopped
    self.served = served
    self.latency = latency
    self.fault = fault
  }
}
