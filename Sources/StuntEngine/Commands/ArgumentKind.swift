/// What an argument names, so tab completion knows what to offer.
enum ArgumentKind: Sendable {
  case command
  case module
  case input
  case slot
  /// A variant of the slot named by the argument at this index.
  case variant(slotArgument: Int)
  case slotMethod
  case slotOrMethod
  case field
  case statePath
  case expectSubject
  case term
  case path
  case words([String])
}
