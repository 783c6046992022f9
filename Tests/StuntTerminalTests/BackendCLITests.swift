import Foundation
import StuntTestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The embedded backend through the real binary: a piped REPL fetching over HTTP, and
/// `stunt backend --port N` in the foreground.
@Suite("Backend from the command line")
struct BackendCLITests {
  @Test func aPipedSessionFetchesAFactOverHTTP() async throws {
    let (status, output) = try await StuntBinary.run(input: "load counter\nsend factButtonTapped\nbackend\n")
    #expect(status == 0)
    #expect(output.contains(#"<- factResponse("0 is the number of network calls a stub makes.")"#))
    #expect(output.hasSuffix("backend: running, 1 request served\n"))
  }

  @Test func aFailingBackendFailsTheRealFetch() async throws {
    let (status, output) = try await StuntBinary.run(input: "load counter\nbackend fail 503\nsend factButtonTapped\n")
    #expect(status == 1)
    #expect(output.hasSuffix(
      "FAIL: an effect returned for factButtonTapped threw an unhandled error: numberFact.fetch: the server answered HTTP 503\n"))
  }

  @Test func theStandaloneServerAnswersAndStopsOnInterrupt() async throws {
    let (process, lines) = try Self.standalone()
    var iterator = lines.makeAsyncIterator()
    let first = try #require(await iterator.next())
    #expect(first.hasPrefix("backend listening on http://127.0.0.1:"))
    let address = try #require(first.split(separator: " ").dropFirst(3).first.map(String.init))
    let url = try #require(URL(string: address + "/numbers/7"))
    let (data, _) = try await URLSession(configuration: .ephemeral).data(from: url)
    #expect(String(decoding: data, as: UTF8.self) == "7 is the number of notes in a major scale.")
    #expect(await iterator.next() == "GET /numbers/7 -> 200")
    kill(process.processIdentifier, SIGINT)
    #expect(await iterator.next() == "backend stopped")
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    await #expect(throws: URLError.self) { _ = try await URLSession(configuration: .ephemeral).data(from: url) }
  }

  /// A slowloris, an oversized head and a half-sent body hold no one up: SIGTERM stops the
  /// server at once, and the clients see their connections closed.
  @Test func theStandaloneServerStopsOnTermWhileHostileClientsAreConnected() async throws {
    let (process, lines) = try Self.standalone()
    var iterator = lines.makeAsyncIterator()
    let first = try #require(await iterator.next())
    let port = try #require(first.split(separator: ":").last.flatMap { UInt16($0.prefix { $0.isNumber }) })
    let slowloris = try RawConnection(port: port)
    slowloris.trickle(Array("GET /numbers/1 HTTP/1.1\r\nHost: x\r\n".utf8), every: .milliseconds(200))
    let oversized = try RawConnection(port: port)
    await oversized.send("GET /numbers/1 HTTP/1.1\r\nX-Big: \(String(repeating: "a", count: 64 * 1024))\r\n\r\n")
    let halfSent = try RawConnection(port: port)
    await halfSent.send("POST /clubs HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{")
    try await Task.sleep(for: .milliseconds(200))
    let clock = ContinuousClock()
    let start = clock.now
    kill(process.processIdentifier, SIGTERM)
    #expect(await iterator.next() == "backend stopped")
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(clock.now - start < .seconds(5))
    for client in [slowloris, oversized, halfSent] {
      #expect(await client.readUntilClosed(timeout: .seconds(5)).closed)
    }
  }

  /// `stunt backend --port 0`, and the lines it prints as they come.
  static func standalone() throws -> (Process, AsyncStream<String>) {
    let process = Process()
    process.executableURL = try StuntBinary.url
    process.arguments = ["backend", "--port", "0"]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let lines = AsyncStream<String>.makeStream()
    Thread.detachNewThread {
      let handle = output.fileHandleForReading
      var buffer = Data()
      while true {
        let chunk = handle.availableData
        if chunk.isEmpty { break }
        buffer += chunk
        while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
          lines.continuation.yield(String(decoding: buffer[..<newline], as: UTF8.self))
          buffer = buffer[(newline + 1)...]
        }
      }
      lines.continuation.finish()
    }
    return (process, lines.stream)
  }
}
