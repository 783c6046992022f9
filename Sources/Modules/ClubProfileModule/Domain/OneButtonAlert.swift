/// The app's one-button alert: a title, a message, and what its button does.
struct OneButtonAlert {
  var title = ""
  var messageText = ""
  var isPresented = false
  var callback: (() -> Void)?
}
