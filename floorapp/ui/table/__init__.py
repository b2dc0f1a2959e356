"""floorapp.ui.table"""
