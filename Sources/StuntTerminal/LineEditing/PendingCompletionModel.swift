import Foundation
import StuntKit
import StuntEngine

/// The completion model of the line being read, made on the main actor once the prompt is up:
/// it reads every module's descriptor and the loaded state, work the first prompt need not wait
/// for. Tab, on the line editor's thread, waits for it in the rare case it is not made yet:
/// libedit asks for the completion synchronously, so that thread blocks on a condition the
/// main actor signals once (a pthread condition, which the sanitizers understand).
public final class PendingCompletionModel: @unchecked Sendable {
  private let condition = NSCondition()
  /// Guarded by `condition`.
  private var model: CompletionModel?

  public init() {}

  /// A model made already.
  public convenience init(_ model: CompletionModel) {
    self.init()
    fill(model)
  }

  public func fill(_ model: CompletionModel) {
    condition.lock()
    self.model = model
    condition.broadcast()
    condition.unlock()
  }

  /// The model, once made.
  var value: CompletionModel {
    condition.lock()
    defer { condition.unlock() }
    while model == nil { condition.wait() }
    return model ?? .empty
  }
}
