"""floorapp.ui.advisor"""
