//
//  PopupWatchExampleApp.swift
//  PopupWatchExample Watch App
//
//  Created by Alisa Mylnikova on 15.05.2023.
//

import SwiftUI

@main
struct PopupWatchExample_Watch_AppApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
