import Foundation
import Synchronization

/// Rendered bytes by `CardRequest.cacheKey`, at most `capacity` bytes in all: the least recently used entries
/// go first. Each replica has its own; a CDN in front is the shared cache (docs/server.md).
public final class RenderCache: Sendable {
    /// The most bytes the cache holds.
    public let capacity: Int
    private struct Entry { var data: Data; var used: UInt64 }
    private struct State { var entries: [String: Entry] = [:]; var bytes = 0; var clock: UInt64 = 0 }
    private let state = Mutex(State())

    /// A cache of at most `capacity` bytes (0 turns it off).
    public init(capacity: Int) { self.capacity = max(0, capacity) }

    /// The bytes cached under `key`, marked as just used.
    public func get(_ key: String) -> Data? {
        state.withLock { state in
            guard var entry = state.entries[key] else { return nil }
            state.clock += 1
            entry.used = state.clock
            state.entries[key] = entry
            return entry.data
        }
    }

    /// Keeps `data` under `key`, dropping the least recently used entries past `capacity`. An entry larger
    /// than an eighth of the cache is not kept: one huge card must not flush every small one.
    public func put(_ key: String, _ data: Data) {
        guard data.count + key.utf8.count <= capacity / 8 else { return }
        state.withLock { state in
            state.clock += 1
            if let old = state.entries.updateValue(Entry(data: data, used: state.clock), forKey: key) {
                state.bytes -= old.data.count + key.utf8.count
            }
            state.bytes += data.count + key.utf8.count
            guard state.bytes > capacity else { return }
            // Evict the oldest quarter in one pass, so a full cache pays the sort rarely, not on every insert.
            let oldest = state.entries.sorted { $0.value.used < $1.value.used }
            var index = 0
            while state.bytes > capacity * 3 / 4, index < oldest.count {
                let (victim, entry) = oldest[index]
                state.entries[victim] = nil
                state.bytes -= entry.data.count + victim.utf8.count
                index += 1
            }
        }
    }

    /// Bytes held now.
    public var bytes: Int { state.withLock { $0.bytes } }
    /// Entries held now.
    public var count: Int { state.withLock { $0.entries.count } }
}
