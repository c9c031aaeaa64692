import CCairo
import Foundation

/// Image surfaces whose pixel memory is reused from render to render.
///
/// A 2400 × 1260 card needs 12 MB of pixels. Left to malloc, a worker thread's
/// arena hands that memory back to the kernel when the render frees it, and the
/// next render faults all 3,000 pages in again (and has them zeroed) — while a
/// second render on the other core waits on the same process's page-table
/// lock. Measured on the concurrency benchmark: 0.029 CPU-seconds a card alone,
/// 0.041 with two at once; with the memory kept, two at once cost what one does.
///
/// Buffers return to the pool when cairo destroys their surface (a user-data
/// destructor), so callers keep using `cairo_surface_destroy`. The pool keeps at
/// most `maximumPooledBytes`; small surfaces (under `minimumPooledBytes`) use
/// cairo's own allocation, which malloc already serves from its caches.
enum PooledSurfaces {
    static let minimumPooledBytes = 256 * 1024
    /// Memory a quiet process keeps for the next render (four cards' worth).
    static let maximumPooledBytes = 64 * 1024 * 1024

    /// A transparent (all-zero) image surface, like `cairo_image_surface_create`.
    static func create(_ format: cairo_format_t, width: Int, height: Int) -> OpaquePointer? {
        guard width > 0, height > 0, width <= 32767, height <= 32767 else {
            return cairo_image_surface_create(format, Int32(width), Int32(height))
        }
        let stride = Int(cairo_format_stride_for_width(format, Int32(width)))
        let bytes = stride * height
        guard stride > 0, bytes >= minimumPooledBytes, let memory = pool.take(bytes) else {
            return cairo_image_surface_create(format, Int32(width), Int32(height))
        }
        guard
            let surface = cairo_image_surface_create_for_data(
                memory.pointer, format, Int32(width), Int32(height), Int32(stride)),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
            cairo_surface_set_user_data(
                surface, &userDataKey, Unmanaged.passRetained(memory).toOpaque(),
                { raw in
                    guard let raw else { return }
                    PooledSurfaces.pool.give(Unmanaged<PixelMemory>.fromOpaque(raw).takeRetainedValue())
                }) == CAIRO_STATUS_SUCCESS
        else {
            pool.give(memory)
            return cairo_image_surface_create(format, Int32(width), Int32(height))
        }
        return surface
    }

    nonisolated(unsafe) private static var userDataKey = cairo_user_data_key_t()
    static let pool = PixelPool()
}

/// One block of pixel memory, 64-byte aligned, zero when handed out.
final class PixelMemory: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<UInt8>
    let capacity: Int
    /// Bytes that may be non-zero (written by the last user).
    var dirty: Int

    init?(capacity: Int) {
        // calloc: fresh pages arrive zeroed from the kernel, with no pass of our own.
        guard let raw = calloc(capacity, 1) else { return nil }
        pointer = raw.assumingMemoryBound(to: UInt8.self)
        self.capacity = capacity
        dirty = 0
    }
    deinit { free(pointer) }
}

/// The free blocks, shared by every thread.
final class PixelPool: @unchecked Sendable {
    private let lock = NSLock()
    private var free: [PixelMemory] = []
    private var pooledBytes = 0

    /// A zeroed block of at least `bytes`: the smallest free one that is not
    /// more than twice too big, else a new one.
    func take(_ bytes: Int) -> PixelMemory? {
        lock.lock()
        let index = free.indices.filter { free[$0].capacity >= bytes && free[$0].capacity <= 2 * bytes }
            .min { free[$0].capacity < free[$1].capacity }
        let reused = index.map { free.remove(at: $0) }
        if let reused { pooledBytes -= reused.capacity }
        lock.unlock()
        guard let memory = reused ?? PixelMemory(capacity: bytes) else { return nil }
        if memory.dirty > 0 { memset(memory.pointer, 0, memory.dirty) }
        memory.dirty = bytes
        return memory
    }

    /// Keeps `memory` for the next render, or frees it when the pool is full
    /// (dropping the oldest blocks first).
    func give(_ memory: PixelMemory) {
        lock.lock()
        defer { lock.unlock() }
        guard memory.capacity <= PooledSurfaces.maximumPooledBytes else { return }
        free.append(memory)
        pooledBytes += memory.capacity
        while pooledBytes > PooledSurfaces.maximumPooledBytes, !free.isEmpty {
            pooledBytes -= free.removeFirst().capacity
        }
    }
}
