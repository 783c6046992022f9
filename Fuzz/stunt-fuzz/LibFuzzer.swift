import Foundation
import StuntFuzzTargets

/// libFuzzer's driver, when this executable was linked with `-sanitize=fuzzer`: found at run
/// time, so the same source builds plainly (the regression checker) and as a fuzzer. The
/// Makefile exports `LLVMFuzzerRunDriver` from the fuzzer build so that `dlsym` sees it.
enum LibFuzzer {
  typealias Callback = @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
  typealias Driver = @convention(c) (
    UnsafeMutablePointer<Int32>, UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>, Callback
  ) -> Int32

  static var driver: Driver? {
    // A nil handle is RTLD_DEFAULT: the executable and everything it links.
    dlsym(nil, "LLVMFuzzerRunDriver").map { unsafeBitCast($0, to: Driver.self) }
  }

  /// The target libFuzzer calls back, as a C function can only reach a global.
  nonisolated(unsafe) static var target = FuzzTarget.lexer

  static func run(_ driver: Driver, target: FuzzTarget, arguments: [String]) -> Int32 {
    self.target = target
    var argc = Int32(arguments.count)
    var argv = arguments.map { strdup($0) } + [nil]
    return argv.withUnsafeMutableBufferPointer { buffer in
      guard var pointer = buffer.baseAddress else { return 2 }
      return driver(&argc, &pointer, fuzzOneInput)
    }
  }
}

/// libFuzzer's entry point: the fuzzer build's runtime refers to it by this name, and `run`
/// hands it to the driver.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  if let problem = LibFuzzer.target.check(bytes) {
    FileHandle.standardError.write(Data("stunt-fuzz: \(LibFuzzer.target.rawValue): \(problem)\n".utf8))
    abort()
  }
  return 0
}
