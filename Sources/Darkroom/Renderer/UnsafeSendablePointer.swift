/// A raw pointer handed to worker threads that each touch their own part of
/// the memory (rows, stripes, result slots): the caller keeps the memory alive
/// and the parts disjoint, which is what makes the `@unchecked` sound.
struct UnsafeSendablePointer<Pointee>: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<Pointee>
    init(_ pointer: UnsafeMutablePointer<Pointee>) { self.pointer = pointer }
    init(_ pointer: UnsafePointer<Pointee>) { self.pointer = UnsafeMutablePointer(mutating: pointer) }
}
