// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u82d5fa68a8 AttributeScopes.SwiftUIAttributes.FontAttribute: Sendable
@MainActor func use_82d5fa68a8() {
    _ = AttributeScopes.SwiftUIAttributes.FontAttribute.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(AttributeScopes.SwiftUIAttributes.FontAttribute.self)
}

// u84ef9c71f0 AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute: Sendable
@MainActor func use_84ef9c71f0() {
    _ = AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self)
}

// uee559e34d3 AttributeScopes.SwiftUIAttributes.BackgroundColorAttribute: Sendable
@MainActor func use_ee559e34d3() {
    _ = AttributeScopes.SwiftUIAttributes.BackgroundColorAttribute.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(AttributeScopes.SwiftUIAttributes.BackgroundColorAttribute.self)
}

// u1bdedc4e41 AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute: Sendable
@MainActor func use_1bdedc4e41() {
    _ = AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute.self)
}

// u1d1fc9b758 AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute: Sendable
@MainActor func use_1d1fc9b758() {
    _ = AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute.self)
}

// u54e0f766a7 AttributeScopes.SwiftUIAttributes.KerningAttribute: Sendable
@MainActor func use_54e0f766a7() {
    _ = AttributeScopes.SwiftUIAttributes.KerningAttribute.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(AttributeScopes.SwiftUIAttributes.KerningAttribute.self)
}

// u1e9e3d58e9 AttributeScopes.SwiftUIAttributes.TrackingAttribute: Sendable
@MainActor func use_1e9e3d58e9() {
    _ = AttributeScopes.SwiftUIAttributes.TrackingAttribute.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(AttributeScopes.SwiftUIAttributes.TrackingAttribute.self)
}

// u6c1ac19515 AttributeScopes.SwiftUIAttributes.BaselineOffsetAttribute: Sendable
@MainActor func use_6c1ac19515() {
    _ = AttributeScopes.SwiftUIAttributes.BaselineOffsetAttribute.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(AttributeScopes.SwiftUIAttributes.BaselineOffsetAttribute.self)
}
