#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The text engines of the calling thread, one per font configuration (`nil`:
/// the system's fonts). Kept in a pthread key rather than `Thread.threadDictionary`:
/// that dictionary is an `NSMutableDictionary`, and bridging a Swift value into it
/// costs dynamic casts that showed up as a tenth of a one-shot render's layout.
final class TextEngineTable {
    var engines: [Int?: TextEngine] = [:]

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        // Engines are released with their thread, as the thread dictionary did.
        pthread_key_create(&key) { table in
            if let table { Unmanaged<TextEngineTable>.fromOpaque(table).release() }
        }
        return key
    }()

    /// This thread's table, created on first use.
    static var current: TextEngineTable {
        if let raw = pthread_getspecific(key) {
            return Unmanaged<TextEngineTable>.fromOpaque(raw).takeUnretainedValue()
        }
        let table = TextEngineTable()
        pthread_setspecific(key, Unmanaged.passRetained(table).toOpaque())
        return table
    }
}
