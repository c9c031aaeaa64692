// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// udceab79dca AttributeScopes.SwiftUIAttributes
@MainActor func use_dceab79dca() {
    let _: Any.Type = AttributeScopes.SwiftUIAttributes.self
}

// ub526031dd3 AttributeScopes.SwiftUIAttributes.FontAttribute
@MainActor func use_b526031dd3() {
    let _: Any.Type = AttributeScopes.SwiftUIAttributes.FontAttribute.self
}

// u3c3aab00c8 AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute
@MainActor func use_3c3aab00c8() {
    let _: Any.Type = AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self
}

// u5c75998621 AttributeScopes.SwiftUIAttributes.BackgroundColorAttribute
@MainActor func use_5c75998621() {
    let _: Any.Type = AttributeScopes.SwiftUIAttributes.BackgroundColorAttribute.self
}

// ud6899bc249 AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute
@MainActor func use_d6899bc249() {
    let _: Any.Type = AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute.self
}

// uffaf825764 AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute
@MainActor func use_ffaf825764() {
    let _: Any.Type = AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute.self
}

// u1e3114fcbd AttributeScopes.SwiftUIAttributes.KerningAttribute
@MainActor func use_1e3114fcbd() {
    let _: Any.Type = AttributeScopes.SwiftUIAttributes.KerningAttribute.self
}

// u234334023f AttributeScopes.SwiftUIAttributes.TrackingAttribute
@MainActor func use_234334023f() {
    let _: Any.Type = AttributeScopes.SwiftUIAttributes.TrackingAttribute.self
}

// udc5e5c8164 AttributeScopes.SwiftUIAttributes.BaselineOffsetAttribute
@MainActor func use_dc5e5c8164() {
    let _: Any.Type = AttributeScopes.SwiftUIAttributes.BaselineOffsetAttribute.self
}
