import Foundation
import Testing

@testable import ShareCardKit

@Suite struct RenderCacheTests {
    @Test func keepsWithinCapacityDroppingLeastRecentlyUsed() {
        let cache = RenderCache(capacity: 8000)
        for n in 0..<40 {
            cache.put("k\(n)", Data(count: 900))
            _ = cache.get("k0")  // k0 stays in use
        }
        #expect(cache.bytes <= 8000 && cache.get("k0") != nil && cache.get("k1") == nil && cache.get("k39") != nil)
        cache.put("huge", Data(count: 2000))  // over an eighth of the cache: not kept
        #expect(cache.get("huge") == nil)
        #expect(RenderCache(capacity: 0).get("x") == nil)
    }
}
