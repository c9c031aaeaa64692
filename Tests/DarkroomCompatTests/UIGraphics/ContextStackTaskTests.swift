import DarkroomCompat
import Foundation
import Testing

@Suite("UIGraphics context stack across threads")
struct ContextStackTaskTests {
    @Test func imageContextFollowsItsTaskAcrossAwaits() async throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 8), false, 2)
        let context = try #require(UIGraphicsGetCurrentContext())
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 8))
        // Hop to the main actor and back: the task may resume on another thread.
        await MainActor.run { _ = 0 }
        await Task.yield()
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(image.size == CGSize(width: 10, height: 8))
        #expect(image.cgImage?.rgba8(x: 5, y: 5)?.r == 255)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func separateTasksHaveSeparateStacks() async {
        UIGraphicsBeginImageContext(CGSize(width: 4, height: 4))
        let other = await Task.detached { UIGraphicsGetCurrentContext() == nil }.value
        #expect(other)
        UIGraphicsEndImageContext()
    }
}
