import CDarkroomSystem
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How deep resolution may go on the calling thread's stack.
///
/// Resolution, layout, recording and drawing each recurse once per nesting
/// level, one phase after another from the same starting frame. Resolution is
/// allowed a quarter of the stack left when a render starts; past that (or past
/// `InputLimits.maxViewDepth`) it stops and the render fails with
/// `RenderError.viewTreeTooDeep`, leaving the other phases the rest. So a deep
/// tree fails with a typed error on a small stack (a 512 KB worker thread)
/// instead of overflowing it.
struct StackBudget {
    /// The lowest stack address resolution may reach (stacks grow down).
    let floor: UInt

    /// A budget of `fraction` of what is left of this thread's stack.
    init(fraction: Double = 0.25) {
        let here = StackBudget.currentAddress()
        let remaining = here > StackBudget.threadStackLow ? here - StackBudget.threadStackLow : 0
        floor = here - UInt(Double(remaining) * fraction)
    }

    /// Whether the calling frame is still above the floor.
    var hasRoom: Bool { StackBudget.currentAddress() > floor }

    @inline(never)
    static func currentAddress() -> UInt {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    }

    /// The low end of the calling thread's stack (0 when unknown: then only the depth limit applies).
    static var threadStackLow: UInt {
        #if os(Linux)
        let low = UInt(darkroom_thread_stack_low())
        // The guard page(s) sit at the low end; keep clear of them.
        return low == 0 ? 0 : low + 16 * 1024
        #else
        let top = UInt(bitPattern: pthread_get_stackaddr_np(pthread_self()))
        return top - UInt(pthread_get_stacksize_np(pthread_self())) + 16 * 1024
        #endif
    }
}
