import Foundation

/// Builds rotor entries from a closure's statements, as SwiftUI's `AccessibilityRotorContentBuilder`.
@resultBuilder
public struct AccessibilityRotorContentBuilder {
    /// One piece of content, as it is.
    public static func buildExpression<Content>(_ content: Content) -> Content
    where Content: AccessibilityRotorContent { content }
    /// A block of one piece.
    public static func buildBlock<Content>(_ content: Content) -> some AccessibilityRotorContent
    where Content: AccessibilityRotorContent { AccessibilityRotorContentList(count: 1) }
    /// An `if` without an `else`.
    public static func buildIf<Content>(_ content: Content?) -> some AccessibilityRotorContent
    where Content: AccessibilityRotorContent { AccessibilityRotorContentList(count: content == nil ? 0 : 1) }
}

extension AccessibilityRotorContentBuilder {
    /// A block of two pieces.
    public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> some AccessibilityRotorContent
    where C0: AccessibilityRotorContent, C1: AccessibilityRotorContent { AccessibilityRotorContentList(count: 2) }
    /// A block of three pieces.
    public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> some AccessibilityRotorContent
    where C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent {
        AccessibilityRotorContentList(count: 3)
    }
    /// A block of four pieces.
    public static func buildBlock<C0, C1, C2, C3>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
    ) -> some AccessibilityRotorContent
    where C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent,
          C3: AccessibilityRotorContent {
        AccessibilityRotorContentList(count: 4)
    }
    /// A block of five pieces.
    public static func buildBlock<C0, C1, C2, C3, C4>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
    ) -> some AccessibilityRotorContent
    where C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent,
          C3: AccessibilityRotorContent, C4: AccessibilityRotorContent {
        AccessibilityRotorContentList(count: 5)
    }
    /// A block of six pieces.
    public static func buildBlock<C0, C1, C2, C3, C4, C5>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
    ) -> some AccessibilityRotorContent
    where C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent,
          C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent {
        AccessibilityRotorContentList(count: 6)
    }
    /// A block of seven pieces.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
    ) -> some AccessibilityRotorContent
    where C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent,
          C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent,
          C6: AccessibilityRotorContent {
        AccessibilityRotorContentList(count: 7)
    }
    /// A block of eight pieces.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
    ) -> some AccessibilityRotorContent
    where C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent,
          C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent,
          C6: AccessibilityRotorContent, C7: AccessibilityRotorContent {
        AccessibilityRotorContentList(count: 8)
    }
    /// A block of nine pieces.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
    ) -> some AccessibilityRotorContent
    where C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent,
          C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent,
          C6: AccessibilityRotorContent, C7: AccessibilityRotorContent, C8: AccessibilityRotorContent {
        AccessibilityRotorContentList(count: 9)
    }
    /// A block of ten pieces.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
    ) -> some AccessibilityRotorContent
    where C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent,
          C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent,
          C6: AccessibilityRotorContent, C7: AccessibilityRotorContent, C8: AccessibilityRotorContent,
          C9: AccessibilityRotorContent {
        AccessibilityRotorContentList(count: 10)
    }
}
