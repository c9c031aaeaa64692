import Foundation
import OpenCombine

// Foundation's coders as Combine's top-level coders, for
// `.encode(encoder: JSONEncoder())` and `.decode(type:decoder: JSONDecoder())`.

extension JSONEncoder: @retroactive TopLevelEncoder {}

extension JSONDecoder: @retroactive TopLevelDecoder {}

extension PropertyListEncoder: @retroactive TopLevelEncoder {}

extension PropertyListDecoder: @retroactive TopLevelDecoder {}
