import Foundation

#if !canImport(Darwin)
// Core Foundation's data functions, which Foundation on Linux does not surface. Code that writes an image into
// memory with ImageIO creates its buffer this way (`CFDataCreateMutable(nil, 0)`, then `buffer as Data`).

/// Core Foundation's signed index and count type.
public typealias CFIndex = Int
/// Core Foundation's mutable data: on Linux, `NSMutableData` (`buffer as Data` compiles and copies).
public typealias CFMutableData = NSMutableData

/// A Core Foundation allocator. Linux has one, the default, and functions accept `nil` for it.
public final class CFAllocator: @unchecked Sendable {
    init() {}
}

/// The default allocator: `nil`, as Core Foundation lets callers pass.
public let kCFAllocatorDefault: CFAllocator? = nil

/// Empty mutable data. `capacity` is a limit in Core Foundation (0: none) and is not enforced here.
public func CFDataCreateMutable(_ allocator: CFAllocator?, _ capacity: CFIndex) -> CFMutableData! {
    NSMutableData()
}

/// Data holding a copy of `length` bytes at `bytes`; empty for a `nil` pointer or a length below one.
public func CFDataCreate(_ allocator: CFAllocator?, _ bytes: UnsafePointer<UInt8>!, _ length: CFIndex) -> CFData! {
    guard let bytes, length > 0 else { return Data() }
    return Data(bytes: bytes, count: length)
}

/// The number of bytes in `data`.
public func CFDataGetLength(_ data: CFData!) -> CFIndex { data?.count ?? 0 }
#endif
