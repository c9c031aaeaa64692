//
//  DemoApp.swift
//  Demo
//
//  Created by 王楚江 on 2021/3/16.
//

import SwiftUI

@main
struct DemoApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
