import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// A minimal Swift binary that links URLSession (FoundationNetworking and its libcurl), as every
// real network dependency in Stunt must: the floor for Stunt's time to first prompt.
if CommandLine.arguments.count > 99 {
  print(URLSession.shared.configuration)
}
print("stunt> ", terminator: "")
