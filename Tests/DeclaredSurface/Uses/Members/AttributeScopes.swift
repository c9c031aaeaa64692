// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u9697569e97 AttributeScopes.swiftUI
@MainActor func use_9697569e97(_ subject: AttributeScopes) {
    let _: AttributeScopes.SwiftUIAttributes.Type = subject.swiftUI
}

// u9b78094360 AttributeScopes.SwiftUIAttributes.font
@MainActor func use_9b78094360(_ subject: AttributeScopes.SwiftUIAttributes) {
    let _: AttributeScopes.SwiftUIAttributes.FontAttribute = subject.font
}

// u9b74556cc9 AttributeScopes.SwiftUIAttributes.foregroundColor
@MainActor func use_9b74556cc9(_ subject: AttributeScopes.SwiftUIAttributes) {
    let _: AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute = subject.foregroundColor
}

// u8df9d72375 AttributeScopes.SwiftUIAttributes.backgroundColor
@MainActor func use_8df9d72375(_ subject: AttributeScopes.SwiftUIAttributes) {
    let _: AttributeScopes.SwiftUIAttributes.BackgroundColorAttribute = subject.backgroundColor
}

// u3ae0534fb6 AttributeScopes.SwiftUIAttributes.strikethroughStyle
@MainActor func use_3ae0534fb6(_ subject: AttributeScopes.SwiftUIAttributes) {
    let _: AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute = subject.strikethroughStyle
}

// u38d86fe8b6 AttributeScopes.SwiftUIAttributes.underlineStyle
@MainActor func use_38d86fe8b6(_ subject: AttributeScopes.SwiftUIAttributes) {
    let _: AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute = subject.underlineStyle
}

// u7d2200d337 AttributeScopes.SwiftUIAttributes.kern
@MainActor func use_7d2200d337(_ subject: AttributeScopes.SwiftUIAttributes) {
    let _: AttributeScopes.SwiftUIAttributes.KerningAttribute = subject.kern
}

// u5d00c09c9a AttributeScopes.SwiftUIAttributes.tracking
@MainActor func use_5d00c09c9a(_ subject: AttributeScopes.SwiftUIAttributes) {
    let _: AttributeScopes.SwiftUIAttributes.TrackingAttribute = subject.tracking
}

// u3ddfdd3353 AttributeScopes.SwiftUIAttributes.baselineOffset
@MainActor func use_3ddfdd3353(_ subject: AttributeScopes.SwiftUIAttributes) {
    let _: AttributeScopes.SwiftUIAttributes.BaselineOffsetAttribute = subject.baselineOffset
}

// u2f8161e851 AttributeScopes.SwiftUIAttributes.accessibility
@MainActor func use_2f8161e851(_ subject: AttributeScopes.SwiftUIAttributes) {
    let _: AttributeScopes.AccessibilityAttributes = subject.accessibility
}

// u37e23ac106 AttributeScopes.SwiftUIAttributes.foundation
@MainActor func use_37e23ac106(_ subject: AttributeScopes.SwiftUIAttributes) {
    let _: AttributeScopes.FoundationAttributes = subject.foundation
}
