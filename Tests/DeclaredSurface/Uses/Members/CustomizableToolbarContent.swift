// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ueeff0d619f CustomizableToolbarContent.defaultCustomization(_: Visibility, options: ToolbarCustomizationOptions)
@MainActor func use_eeff0d619f<Self_: CustomizableToolbarContent>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.defaultCustomization(
        sample() as Visibility,
        options: sample() as ToolbarCustomizationOptions
    ) as any CustomizableToolbarContent
    _ = subject.defaultCustomization() as any CustomizableToolbarContent
}

// ud9dd66f427 CustomizableToolbarContent.defaultCustomization()
@MainActor func use_d9dd66f427<Self_: CustomizableToolbarContent>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.defaultCustomization() as any CustomizableToolbarContent
}

// ub38b70b529 CustomizableToolbarContent.customizationBehavior(_: ToolbarCustomizationBehavior)
@MainActor func use_b38b70b529<Self_: CustomizableToolbarContent>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.customizationBehavior(sample() as ToolbarCustomizationBehavior) as any CustomizableToolbarContent
}
