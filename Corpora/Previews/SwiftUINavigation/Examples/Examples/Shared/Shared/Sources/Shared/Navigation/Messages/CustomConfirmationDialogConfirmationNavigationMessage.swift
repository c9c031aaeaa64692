import SwiftUINavigation

public struct CustomConfirmationDialogConfirmationNavigationMessage: NavigationMessage {

    public init() {}
    
}
