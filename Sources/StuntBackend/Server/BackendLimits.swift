/// What the backend accepts from a client and how long it waits. Each limit is answered with
/// an HTTP status and `Connection: close`, never by hanging or by work that grows with what the
/// client sent: a lesson's REPL shares its process with this server.
public enum BackendLimits {
  /// The request line and headers together, in bytes (NIO counts the target, the header names
  /// and values). The seeds' clients send a few hundred. Larger: 431.
  public static let maxHeadBytes = 16 * 1024

  /// Header fields in one request. More: 431.
  public static let maxHeaderCount = 100

  /// A request body, in bytes: a thousand times a club or a project. Larger: 413, as soon as the
  /// `Content-Length` says so or the body grows past it.
  public static let maxBodyBytes = 1024 * 1024

  /// A request must arrive whole, head and body, within this time of the connection opening or
  /// of the previous response on a kept-alive connection; otherwise 408 and close. A connection
  /// that sends nothing for this long is closed without an answer. The time the backend takes to
  /// answer (a lesson's `backend latency`) does not count.
  public static let requestDeadline: Duration = .seconds(10)

  /// Connections open at once. Past it the backend accepts no more until one closes (the kernel
  /// queues them meanwhile), so a flood of connections cannot use up the process's descriptors,
  /// which the REPL needs too; idle ones close at the request deadline. URLSession opens a few.
  /// NIO accepts in batches of up to 4 and stops between batches, so a flood may get 3 more.
  public static let maxConnections = 256

  /// After an answer that closes the connection, how long what the client still sends is read
  /// and dropped before closing: a client still sending its body then reads the answer rather
  /// than a reset.
  public static let closingLinger: Duration = .seconds(1)
}
