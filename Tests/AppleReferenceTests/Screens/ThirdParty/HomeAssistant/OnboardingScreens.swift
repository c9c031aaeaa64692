// The onboarding pairs: their registry cases (joining HomeAssistantScreens.view) and the scaffolding they add:
// the one `Current` value the page reads (the tests ran on an iOS simulator, not Mac Catalyst) and the
// generated name of the illustration, whose image set (home-assistant/iOS
// Sources/App/Resources/Assets.xcassets/Onboarding, Apache-2.0) is in Resources/ here.
import DarkroomCompat
import Foundation

extension HomeAssistantScreens {
    // BaseOnboardingViewTests (Tests/App/Onboarding/BaseOnboardingView.test.swift).
    private static let illustration = { Image(.Onboarding.world) }

    /// BaseOnboardingViewTests' views, each test's `view` verbatim.
    static func onboarding(_ key: String) -> AnyView? {
        switch key {
        case "ha-onboarding-simple":
            AnyView(BaseOnboardingView(
                illustration: Self.illustration,
                title: "Use this device's location for automations",
                primaryDescription: "Location sharing enables powerful automations, such as turning off the heating when you leave home. This option shares the device's location only with your Home Assistant system.",
                secondaryDescription: "This data stays in your home and is never sent to third parties. It also helps strengthen the security of your connection to Home Assistant.",
                primaryActionTitle: "Share my location",
                primaryAction: {},
                secondaryActionTitle: "Do not share my location",
                secondaryAction: {}
            ))
        case "ha-onboarding-injected-content":
            AnyView(BaseOnboardingView(
                illustration: Self.illustration,
                title: "Use this device's location for automations",
                primaryDescription: "Location sharing enables powerful automations.",
                secondaryDescription: "This data stays in your home and is never sent to third parties.",
                content: {
                    VStack(spacing: DesignSystem.Spaces.one) {
                        Toggle(isOn: .constant(true)) {
                            Text("Also share precise location")
                        }
                        .toggleStyle(.switch)
                        .frame(maxWidth: .infinity, alignment: .leading)

                        Text("You can change this later in Settings.")
                            .font(.footnote)
                            .foregroundStyle(.secondary)
                            .frame(maxWidth: .infinity, alignment: .leading)
                    }
                    .frame(maxWidth: DesignSystem.List.rowMaxWidth)
                },
                primaryActionTitle: "Share my location",
                primaryAction: {},
                secondaryActionTitle: "Do not share my location",
                secondaryAction: {}
            ))
        case "ha-onboarding-no-secondary-action":
            AnyView(BaseOnboardingView(
                illustration: Self.illustration,
                title: "Welcome to Home Assistant",
                primaryDescription: "Control your smart home with ease and privacy.",
                primaryActionTitle: "Get Started",
                primaryAction: {}
            ))
        case "ha-onboarding-no-secondary-description":
            AnyView(BaseOnboardingView(
                illustration: Self.illustration,
                title: "Setup Complete",
                primaryDescription: "Your Home Assistant is ready to use.",
                primaryActionTitle: "Continue",
                primaryAction: {},
                secondaryActionTitle: "Go Back",
                secondaryAction: {}
            ))
        default: nil
        }
    }

}

/// The app environment's `isCatalyst`, as the iOS simulator that recorded the pairs has it.
enum Current {
    static let isCatalyst = false
}

extension ImageResource {
    /// Xcode's generated symbols for the app catalog's `Onboarding` namespace.
    enum Onboarding {
        static let world = ImageResource(name: "Onboarding/World", bundle: .main)
    }
}

