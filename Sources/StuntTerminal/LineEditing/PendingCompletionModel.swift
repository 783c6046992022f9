import Foundation
import StuntKit
import StuntEngine

/// The completion model of the line being read, made on the main actor once the prompt is up:
/// it reads every module's descriptor and the loaded state, work the first prompt need not wait
/// for. Tab, on the line editor's thread, waits for it in the rare case it is not made yet.
public final class PendingCompletionModel: Sendable {
  private let model = Guarded<CompletionModel?>(nil)
  private let made = DispatchSemaphore(value: 0)

  public init() {}

  /// A model made already.
  public convenience init(_ model: CompletionModel) {
    self.init()
    fill(model)
  }

  public func fill(_ model: CompletionModel) {
    self.model.withLock { $0 = model }
    made.signal()
  }

  /// The model, once made.
  var value: CompletionModel {
    if let model = model.withLock({ $0 }) { return model }
    made.wait()
    // Let the next reader through as well.
    made.signal()
    return model.withLock { $0 } ?? .empty
  }
}
