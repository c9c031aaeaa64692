// The invitation pairs: the tests' views, joining HomeAssistantScreens.designSystem. Their strings, asset names
// and copied asset sets are beside this file (L10n.swift, Scaffolding.swift, Resources/).
import DarkroomCompat
import Foundation

extension HomeAssistantScreens {
    static func invitation(_ key: String) -> AnyView? {
        switch key {
        // InvitationViewTests.invitationSnapshot / longInvitationURLSnapshot (Tests/App/Onboarding/InvitationView.test.swift).
        case "ha-invitation":
            AnyView(NavigationView {
                InvitationView(
                    invitationURL: URL(string: "http://192.168.0.188:8123")!,
                    isAccepting: false,
                    onAccept: {},
                    onReject: {}
                )
            }
            .navigationViewStyle(.stack))
        case "ha-invitation-long-url":
            AnyView(NavigationView {
                InvitationView(
                    invitationURL: URL(
                        string: "http://thisisaverylongurlsowecantesthowtheuibehaveswiththisurlwhichisgoingtobesuperlongandimnotgoingtoabletofititanywhere:8123"
                    )!,
                    isAccepting: false,
                    onAccept: {},
                    onReject: {}
                )
            }
            .navigationViewStyle(.stack))
        default: nil
        }
    }
}
