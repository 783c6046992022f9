import StuntKit

/// How an order that cannot be filled tells someone: Fowler's second collaborator, whose
/// `MailServiceStub` counts the messages sent. It records what it was called with, so in
/// Meszaros' terms it is a test spy; the slot offers it under that name.
@Doubles
@MainActor
package protocol MailService {
  /// sends a message about an order
  func send(message: String)
}

extension MailServiceDoubles {
  static let slot = Slot<any MailService>(
    "mailer", summary: "who is told when an order cannot be filled", methods: methods,
    variants: variants([.spy, .mock, .dummy]))
}
