// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf173cf144a static AttributeScopes.SwiftUIAttributes.FontAttribute.name
@MainActor func use_f173cf144a() {
    let _: String = AttributeScopes.SwiftUIAttributes.FontAttribute.name
}

// u578784e23e static AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.name
@MainActor func use_578784e23e() {
    let _: String = AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.name
}

// u0860c05f98 static AttributeScopes.SwiftUIAttributes.BackgroundColorAttribute.name
@MainActor func use_0860c05f98() {
    let _: String = AttributeScopes.SwiftUIAttributes.BackgroundColorAttribute.name
}

// uebf64c407e static AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute.name
@MainActor func use_ebf64c407e() {
    let _: String = AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute.name
}

// ua463801433 static AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute.name
@MainActor func use_a463801433() {
    let _: String = AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute.name
}

// u27997defed static AttributeScopes.SwiftUIAttributes.KerningAttribute.name
@MainActor func use_27997defed() {
    let _: String = AttributeScopes.SwiftUIAttributes.KerningAttribute.name
}

// u87f10ba1b2 static AttributeScopes.SwiftUIAttributes.TrackingAttribute.name
@MainActor func use_87f10ba1b2() {
    let _: String = AttributeScopes.SwiftUIAttributes.TrackingAttribute.name
}

// u019a23ddc4 static AttributeScopes.SwiftUIAttributes.BaselineOffsetAttribute.name
@MainActor func use_019a23ddc4() {
    let _: String = AttributeScopes.SwiftUIAttributes.BaselineOffsetAttribute.name
}
