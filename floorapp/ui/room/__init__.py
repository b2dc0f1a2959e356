"""floorapp.ui.room"""
